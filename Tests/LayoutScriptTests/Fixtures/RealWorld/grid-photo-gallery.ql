// Modelled on sirx2713/Grids, Grids/ContentView.swift: an array of asset names in a `var`, a
// LazyVGrid of three default GridItems written on the ScrollView's line, images fitting their cells.
// expect-min-frames: 9
import SwiftUI

struct GalleryGrid: View {

    var photos = [
        "beach1", "beach2", "beach3", "city1", "city2", "city3", "forest1", "forest2", "forest3"
    ]

    var body: some View {

        ScrollView{ LazyVGrid(columns: [GridItem(), GridItem(), GridItem()]){
            ForEach(photos, id: \.self){p in
                Image(p)
                    .resizable()
                    .aspectRatio(contentMode: .fit)

            }
        }
        }
    }
}

#Preview {
    GalleryGrid()
}

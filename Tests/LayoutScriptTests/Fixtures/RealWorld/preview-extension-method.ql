// Modelled on ivanvorobei/SwiftUI, Composing Complex Interfaces/StartingPoint/Landmarks/LandmarkList.swift:
// a list whose preview goes through device names with `identified(by:)`, an extension of another
// file (SwiftUI's beta API, since removed): the preview cannot run, so the list shows without it.
// expect-min-frames: 4
import SwiftUI

struct TrailList: View {
    @EnvironmentObject private var store: TrailStore

    var body: some View {
        NavigationView {
            List {
                Toggle(isOn: $store.showsFavouritesOnly) {
                    Text("Favourites only")
                }
                ForEach(store.trails) { trail in
                    if !self.store.showsFavouritesOnly || trail.isFavourite {
                        TrailRow(trail: trail)
                    }
                }
            }
            .navigationBarTitle(Text("Trails"))
        }
    }
}

#if DEBUG
struct TrailList_Previews: PreviewProvider {
    static var previews: some View {
        ForEach(["iPhone SE", "iPhone 15"].identified(by: \.self)) { device in
            TrailList()
                .previewDevice(PreviewDevice(rawValue: device))
        }
        .environmentObject(TrailStore())
    }
}
#endif

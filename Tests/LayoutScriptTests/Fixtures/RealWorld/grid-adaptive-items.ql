// Modelled on Imran4424/SwiftUI-GridView, GridView/ContentView.swift: a `let` array of one adaptive
// GridItem with a minimum and a maximum, a LazyVGrid in a ScrollView of many numbered texts.
// expect-min-frames: 40
import SwiftUI

struct NumberGrid: View {
    let layout = [
        GridItem(.adaptive(minimum: 80, maximum: 120))
    ]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: layout) {
                ForEach(0..<60) {
                    Text("Cell \($0)")
                }
            }
        }
    }
}

struct NumberGrid_Previews: PreviewProvider {
    static var previews: some View {
        NumberGrid()
    }
}

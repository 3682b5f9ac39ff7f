// Modelled on Cong Le's LayoutInSwiftUI.swift (MyApp) of named `#Preview("…")` blocks each holding
// a LazyVGrid and no view struct: the first preview is what the canvas shows.
// expect-min-frames: 20
import SwiftUI

#Preview("Adaptive LazyVGrid") {
    LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
        ForEach(0 ..< 20) { item in
            Rectangle()
                .frame(height: 100)
        }
    }
}

#Preview("Grid and Item Spacing") {
    LazyVGrid(
        columns: [GridItem(.adaptive(minimum: 80), spacing: 16)],
        spacing: 16) {
            ForEach(0 ..< 12) { item in
                RoundedRectangle(cornerRadius: 10)
                    .fill(Color.blue)
                    .frame(height: 100)
            }
        }
}

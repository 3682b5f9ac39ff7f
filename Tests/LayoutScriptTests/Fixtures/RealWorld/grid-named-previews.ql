// Modelled on CongLeSolutionX/MyApp, MyApp/SwiftUIFramework/LayoutsInSwiftUI/LayoutInSwiftUI.swift (Cong Le;
// added in commit fc201fea, first at MyApp/LayoutsInSwiftUI/ in d6c642a0): shares a file of named
// `#Preview("…")` blocks and no view struct, each holding a lazy grid over a `ForEach` range of shapes
// with fixed heights (GridItems with item spacing, grid spacing, a filled RoundedRectangle, a fixed
// column); the first preview is what the canvas shows. The grids here (a calendar month of flexible
// columns, a palette of fixed ones) are our own.
// expect-min-frames: 20
import SwiftUI

#Preview("Month of days") {
    LazyVGrid(
        columns: Array(repeating: GridItem(.flexible(), spacing: 6), count: 7),
        spacing: 6
    ) {
        ForEach(1 ... 28, id: \.self) { day in
            RoundedRectangle(cornerRadius: 6)
                .fill(day % 7 == 0 ? Color.orange : Color.gray.opacity(0.3))
                .frame(height: 44)
        }
    }
    .padding(12)
}

#Preview("Palette swatches") {
    LazyVGrid(columns: [GridItem(.fixed(60), spacing: 10), GridItem(.fixed(120))], spacing: 10) {
        ForEach(0 ..< 8, id: \.self) { shade in
            Circle()
                .fill(Color.purple.opacity(Double(shade + 1) / 8))
                .frame(height: 60)
        }
    }
}

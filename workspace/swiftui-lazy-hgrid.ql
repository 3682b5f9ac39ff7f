// A LazyHGrid is a LazyVGrid turned on its side: its GridItems are rows, and the children fill
// them column after column. Each GridItem's spacing is the gap below its row (the last one's is
// not used); the grid's spacing (5) is between columns. Press c in `qlrepl watch` to see it
// beside QuickLayout's nearest layout, a VFlow.
canvas(width: 375, height: 300, semantics: .swiftUI)

var body: some View {
    ScrollView(.horizontal) {
        LazyHGrid(rows: [
            GridItem(.fixed(30), spacing: 1),
            GridItem(.fixed(60), spacing: 10),
            GridItem(.fixed(90), spacing: 20),
            GridItem(.fixed(10)),
        ], spacing: 5) {
            ForEach(0..<6, id: \.self) { _ in
                Color.red.frame(width: 30)
                Color.green.frame(width: 30)
                Color.blue.frame(width: 30)
                Color.yellow.frame(width: 30)
            }
        }
    }
}

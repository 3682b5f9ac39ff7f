// An adaptive photo grid: a LazyVGrid with one adaptive GridItem makes as many columns of at
// least 80 points as the width holds (three at 375: (343 + 8) / (80 + 8)), each 109 wide.
canvas(width: 375, height: 400, semantics: .swiftUI)

var body: some View {
    ScrollView {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 8) {
            ForEach(1...7, id: \.self) { index in
                Image("photo\(index)")
                    .resizable()
                    .aspectRatio(1, contentMode: .fit)
            }
        }
        .padding()
    }
}

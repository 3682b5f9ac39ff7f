// ViewThatFits chooses the first layout whose ideal width fits: the row of buttons at 375
// points, the column below 240 (try :canvas 200x300). Then a ScrollView of rows.
canvas(width: 375, height: 300, semantics: .swiftUI)

var body: some View {
    VStack {
        ViewThatFits(in: .horizontal) {
            HStack {
                Button("Accept all") { }.named("acceptRow")
                Button("Reject all") { }.named("rejectRow")
            }
            VStack {
                Button("Accept all") { }.named("acceptColumn")
                Button("Reject all") { }.named("rejectColumn")
            }
        }
        ScrollView {
            ForEach(1...4, id: \.self) { index in
                Text("Row \(index)")
            }
        }
    }
    .padding()
}

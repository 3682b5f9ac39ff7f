// Modelled on the selection arrays of tutorial apps such as CypherPoet/100-days-of-swiftui-and-combine
// (`@State private var flags = [Bool](repeating: false, count: 3)`): a `[Bool].init(repeating:count:)`
// state array, a ForEach over its indices showing a Toggle per flag, a tuple of labels read by `.0`/`.1`.
// expect-min-frames: 4
import SwiftUI

struct ChecklistView: View {
    @State private var done = [Bool].init(repeating: false, count: 3)
    let header = ("Packing list", "3 items")

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text(header.0)
                    .font(.headline)
                Spacer()
                Text(header.1)
            }
            ForEach(done.indices, id: \.self) { index in
                Toggle("Item \(index + 1)", isOn: $done[index])
            }
        }
        .padding()
    }
}

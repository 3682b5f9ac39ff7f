// Modelled on Bjørn Inge Berg's LibreTransmitterUI EnumeratedForEach.swift (beside Subuday/Camera's):
// `ForEach(Array(self.data.enumerated()), id: \.offset) { idx, item in … }` with `self.`, and a
// `for (i, v) in x.enumerated()` loop building the rows of a second stack.
// expect-min-frames: 6
import SwiftUI

struct ReadingsView: View {
    let data = [5.4, 6.1, 7.8]

    var body: some View {
        HStack(alignment: .top, spacing: 24) {
            VStack(alignment: .leading) {
                ForEach(Array(self.data.enumerated()), id: \.offset) { idx, item in
                    Text("#\(idx): \(item)")
                }
            }
            VStack(alignment: .trailing) {
                for (i, value) in data.enumerated() {
                    Text(i == 0 ? "first \(value)" : "\(value)")
                }
            }
        }
    }
}

// Modelled on Universumgames/SwiftHelper, Sources/UniverseGameHelper/Views/Components/EnumeratedForeach.swift:
// `ForEach(Array(self.data.enumerated()), id: \.offset) { idx, item in … }` reading the data through
// `self.`; the second stack built by a `for (i, v) in x.enumerated()` loop is ours.
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

// Modelled on APP-iOS3rd/Team7_AppDabang, lecture/kyungheon/11/List/ListEx04.swift: a @State array of
// Bools made with `repeating: false, count:`, one Toggle per index bound to `$array[index]` (here a
// ForEach over its indices, spelled `[Bool].init`, under a header row read from a tuple's `.0`/`.1`).
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

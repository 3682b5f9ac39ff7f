// Modelled on sindresorhus/Gifski, Gifski/EditScreen.swift: a `let` whose value is a `switch`
// expression over an enum, inside a ForEach's `switch` statement; an `if` expression choosing a
// suffix; a case list running over two lines.
// expect-min-frames: 3
import SwiftUI

enum Unit: CaseIterable {
    case points, percent, pixels, inches
}

struct SizeLabels: View {
    let width = 320
    let isRetina = true

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(Unit.allCases, id: \.self) { unit in
                switch unit {
                case .points,
                     .pixels:
                    let text = switch unit {
                    case .points: "\(width) pt"
                    default: "\(width * 2) px"
                    }
                    let suffix = if isRetina { " @2x" } else { "" }
                    Text(text + suffix)
                case .percent:
                    Text("100 %")
                case .inches:
                    EmptyView()
                }
            }
        }
    }
}

#Preview {
    SizeLabels()
}

// Modelled on Etnhy/NewsSUI, NewsSUI/Home/Settings.swift: shares an @AppStorage of a String-backed enum
// with a default case, a segmented Picker over its allCases with each row tagged, a bold title with
// bottom padding above it, a spacer and uniform padding (the enum, declared elsewhere there, is written
// here); the units setting is our own.
// expect-min-frames: 3
import SwiftUI

enum DistanceUnit: String, CaseIterable, Identifiable {
    case kilometres = "km"
    case miles = "mi"
    case metres = "m"

    var id: Self { self }
    var title: String {
        switch self {
        case .kilometres: return "Kilometres"
        case .miles: return "Miles"
        case .metres: return "Metres"
        }
    }
}

struct UnitsPane: View {
    @AppStorage("distanceUnit") private var unit: DistanceUnit = .kilometres

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Units")
                .font(.title).bold()
                .padding(.bottom, 4)
            Picker("Distance", selection: $unit) {
                ForEach(DistanceUnit.allCases) { option in
                    Text(option.title).tag(option)
                }
            }
            .pickerStyle(.segmented)
            Text("Shown as \(unit.rawValue)")
                .font(.footnote)
            Spacer()
        }
        .padding(20)
    }
}

#Preview {
    UnitsPane()
}

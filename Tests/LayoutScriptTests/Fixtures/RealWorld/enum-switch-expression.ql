// Modelled on sergpryimachuk/MyTabBarSheet, TabBarSheet/Model/Tab.swift: an enum whose raw values
// are SF Symbol names and whose computed name is a switch expression without `return`, shown
// by a row that loops over its cases.
// expect-min-frames: 6
import SwiftUI

enum Pane: String, CaseIterable, Identifiable {
    case first = "1.circle"
    case second = "2.circle"
    case third = "3.circle"

    var id: String { rawValue }

    var name: String {
        switch self {
        case .first: "Pane 1"
        case .second: "Pane 2"
        case .third: "Pane 3"
        }
    }
}

struct PaneStrip: View {
    var body: some View {
        HStack {
            ForEach(Pane.allCases) { pane in
                VStack {
                    Image(systemName: pane.rawValue)
                    Text(pane.name)
                        .font(.footnote)
                }
                .frame(maxWidth: .infinity)
            }
        }
    }
}

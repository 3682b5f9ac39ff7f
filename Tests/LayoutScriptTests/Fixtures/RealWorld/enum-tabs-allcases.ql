// Modelled on aleatd/TouretteApp, TouretteApp/Utils/Tab/Tab.swift: a String enum that is
// CaseIterable and Identifiable with computed properties switching over self, looped over with
// ForEach(….allCases) to make a row of buttons with a label closure.
// expect-min-frames: 6
import SwiftUI

enum Section: String, CaseIterable, Identifiable {
    case home = "Home"
    case saved = "Saved"
    case profile = "Profile"

    var id: Self { self }

    var symbol: String {
        switch self {
        case .home: return "house"
        case .saved: return "bookmark"
        case .profile: return "person"
        }
    }
}

struct SectionBar: View {
    @State private var selection: Section = .home

    var body: some View {
        HStack(spacing: 24) {
            ForEach(Section.allCases) { section in
                Button {
                    selection = section
                } label: {
                    VStack(spacing: 4) {
                        Image(systemName: section.symbol)
                        Text(section.rawValue)
                            .font(.caption)
                    }
                }
            }
        }
        .padding(.vertical, 8)
    }
}

#Preview {
    SectionBar()
}

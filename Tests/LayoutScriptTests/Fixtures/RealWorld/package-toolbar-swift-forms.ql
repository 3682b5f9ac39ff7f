// Modelled on kean/Pulse, Sources/PulseUI/Features/Console/Views/ConsoleToolbarView.swift
// (`package struct`, `.dynamicTypeSize(...DynamicTypeSize.accessibility2)`), apple/sample-food-truck,
// App/Orders/OrdersView.swift (`KeyPathComparator(\Order.status, order: .reverse)` in a @State)
// and twostraws/ControlRoom's `extension SimCtl.Privacy.Permission { … }`: Swift forms real files
// use beside their views — a qualified extension, a one-sided range, a key path with its root
// type, a function whose result type opens the next line, `import enum`, a generic type called
// (`Inspection<Self>()`), a `case … where` running on over lines; the toolbar is our own.
// expect-min-frames: 3
import SwiftUI
import enum Foundation.ComparisonResult

enum Catalog {
    static let showsAll = true

    enum Permission: String, CaseIterable {
        case photos, camera
    }
}

extension Catalog.Permission {
    var title: String {
        switch self {
        case .photos where Catalog.showsAll,
             .camera:
            return "all access".capitalized
        default:
            return "Other"
        }
    }
}

package struct ToolbarRow: View {
    @State private var sortOrder = [KeyPathComparator(\Order.status, order: .reverse)]
    let inspection = Inspection<Self>()

    package var body: some View {
        HStack(spacing: 8) {
            ForEach(Catalog.Permission.allCases, id: \.self) { permission in
                Text(permission.title)
            }
            Spacer()
            filterButton(named: "Filter")
        }
        .dynamicTypeSize(...DynamicTypeSize.accessibility2)
        .padding(.horizontal)
    }

    private func filterButton(named name: String)
        -> some View
    {
        Button(name.uppercased()) {}
    }
}

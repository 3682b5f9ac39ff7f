// Modelled on element-hq/element-x-ios, compound-ios/Sources/Compound/List/ListRowAccessory.swift: a
// trailing accessory view whose values are made by the type's static var and static funcs returning
// `Self(kind:)`, a nested enum switched in the body, one kind hidden to keep its space, and a
// preview's Grid of rows built by a static func taking the accessory as `.selection(true)`, some rows
// `.disabled(true)`; the design-token colours (`.tokens.iconMuted`) come from another file.
// expect-min-frames: 5
import SwiftUI

struct TrailingMark: View {
    enum Kind {
        case chevron
        case checked
        case unchecked

        var isCheck: Bool {
            switch self {
            case .checked, .unchecked: true
            default: false
            }
        }
    }

    static var chevron: Self { Self(kind: .chevron) }

    static func selection(_ isOn: Bool) -> Self {
        Self(kind: isOn ? .checked : .unchecked)
    }

    let kind: Kind

    var body: some View {
        switch kind {
        case .chevron:
            Rectangle()
                .frame(width: 12, height: 20)
                .foregroundColor(.tokens.iconMuted)
                .flipsForRightToLeftLayoutDirection(true)
        case .checked:
            Rectangle()
                .frame(width: 20, height: 20)
                .foregroundColor(.tokens.iconAccent)
        case .unchecked:
            Rectangle()
                .frame(width: 20, height: 20)
                .hidden()
        }
    }
}

struct TrailingMark_Previews: PreviewProvider {
    static var previews: some View {
        Grid(alignment: .leading, verticalSpacing: 10) {
            row(title: "Open", mark: .chevron)
            row(title: "On", mark: .selection(true))
            row(title: "Off", mark: .selection(false))
                .disabled(true)
        }
    }

    static func row(title: String, mark: TrailingMark) -> some View {
        GridRow {
            mark
            Text(title)
        }
    }
}

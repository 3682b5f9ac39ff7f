// Modelled on rileytestut/Delta, Delta/Settings/Video/VideoSettingsView.swift and
// Ranchero-Software/NetNewsWire, Shared/CloudKit/CloudKitStatsView.swift: a footer's text
// chosen by a `switch` over a tuple of settings (`case (false, _, _):`, a binding in a tuple
// pattern, Allman braces), lines built with `map` and `joined(separator:)`, a struct compared
// with `==` as Swift's synthesized Equatable does.
// expect-min-frames: 2
import SwiftUI

enum Axis: Equatable {
    case horizontal, vertical
}

struct Options: Equatable {
    var external = true
    var topOnly = false
    var axis = Axis.vertical
}

struct FooterView: View
{
    var options = Options()

    var footer: String
    {
        switch (options.external, options.topOnly, options.axis)
        {
        case (false, _, _):
            return "Off"

        case (true, true, _):
            return "Top screen"

        case (true, false, let axis) where axis == .vertical:
            return "Stacked"

        default:
            return "Side by side"
        }
    }

    var summary: String
    {
        let lines = ["a", "b"].map { "• " + $0 }
        return lines.joined(separator: " ")
    }

    var body: some View
    {
        VStack(spacing: 2)
        {
            Text(footer)
            Text(options == Options() ? summary : "custom")
        }
    }
}

#Preview {
    FooterView()
}

// Modelled on Ranchero-Software/NetNewsWire, Widget/Widget Views/TodayWidget.swift and
// iOS/Settings/AccountStatsView-like rows, and on Jinxiansen/SwiftUI's StepperPage.swift: a
// widget row whose labels are localized keys (`Text(_:comment:)`, `NSLocalizedString`,
// `String(localized:)`), a Button titled by a localized string, and an overload qlrepl does not
// model (a Stepper given `onEditingChanged:`), which becomes a named placeholder while the rest
// of the body is laid out; the counts are our own.
// expect-min-frames: 5
import SwiftUI

struct TodayCountRow: View {
    @State private var count = 3

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("label.text.today", comment: "Today")
                .font(.headline)
            Text(String(localized: "label.text.unread"))
                .font(.caption)
            Stepper(value: $count, in: 0...10, step: 1, onEditingChanged: { editing in
                print(editing)
            }) {
                Text("Count: \(count)")
            }
            Button(NSLocalizedString("Mark All as Read", comment: "Button title")) {
                count = 0
            }
            Text(String(describing: count))
        }
        .padding()
    }
}

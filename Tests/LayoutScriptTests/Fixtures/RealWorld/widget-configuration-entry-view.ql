// Modelled on Finb/Bark, Widget/Widget.swift: a WidgetKit file of a timeline provider, an entry, the
// entry view switching on `@Environment(\.widgetFamily)`, and a `struct … : Widget` whose body is an
// `AppIntentConfiguration(kind:intent:provider:) { entry in … }` with its display name, description,
// families and margins, previewed by `#Preview(as: .systemSmall) { … } timeline: { … }`; our own
// step-counter widget instead of recent messages.
// expect-min-frames: 2
import SwiftUI
import WidgetKit

struct StepsProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> StepsEntry {
        StepsEntry(date: .now, steps: 0)
    }

    func timeline(for configuration: StepsGoalIntent, in context: Context) async -> Timeline<StepsEntry> {
        Timeline(entries: [StepsEntry(date: .now, steps: 4200)], policy: .atEnd)
    }
}

struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
}

struct StepsEntryView: View {
    var entry: StepsProvider.Entry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Steps")
                .font(.caption)
            Text("\(entry.steps)")
                .font(.system(size: 28, weight: .bold, design: .rounded))
            if family != .systemSmall {
                Text("Keep going")
            }
        }
        .padding(12)
        .widgetURL(URL(string: "steps://today"))
        .containerBackground(for: .widget) {
            Color(uiColor: .systemBackground)
        }
    }
}

struct StepsWidget: Widget {
    let kind = "StepsWidget"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: StepsGoalIntent.self, provider: StepsProvider()) { entry in
            StepsEntryView(entry: entry)
        }
        .configurationDisplayName("Steps")
        .description("Today's steps.")
        .supportedFamilies([.systemSmall, .systemMedium])
        .contentMarginsDisabled()
    }
}

#Preview(as: .systemSmall) {
    StepsWidget()
} timeline: {
    StepsEntry(date: .now, steps: 4200)
}

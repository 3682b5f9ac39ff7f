// Modelled on home-assistant/iOS, Sources/Extensions/Widgets/Energy/WidgetEnergyPeriodButton.swift: an @available(iOS 17) widget view whose App Intents Button(intent:) { … } is labelled by a Text of another file's enum, a Font property with a default, .buttonStyle(.plain), accessibility modifiers, and a #Preview padding it on another file's style.
// expect-min-frames: 2
import SwiftUI

@available(iOS 17, *)
struct WidgetSummaryRangeButton: View {
    let range: SummaryRange
    var font: Font = .system(size: 12, weight: .medium)

    var body: some View {
        Button(intent: ReloadSummaryIntent()) {
            Text(range.shortTitle)
                .font(font)
                .foregroundStyle(SummaryStyle.mutedText)
                .lineLimit(1)
        }
        .buttonStyle(.plain)
        .accessibilityLabel(Text(Strings.Summary.reload))
        .accessibilityValue(Text(range.shortTitle))
    }
}

@available(iOS 17, *)
#Preview {
    WidgetSummaryRangeButton(range: .lastMonth)
        .padding()
        .background(SummaryStyle.background)
}

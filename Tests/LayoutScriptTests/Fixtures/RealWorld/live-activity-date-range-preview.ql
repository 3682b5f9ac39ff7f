// Modelled on apple/sample-food-truck, Widgets/TruckActivityWidget.swift: a Widget of an ActivityConfiguration with a dynamic island's regions, views taking a ClosedRange<Date> for Text(timerInterval:countsDown:), and a PreviewProvider whose static state makes the range `Date.now...Date(timeIntervalSinceNow:)` and previews another file's attributes with previewContext(_:viewKind:).
// expect-min-frames: 2
#if canImport(ActivityKit)
import SwiftUI
import WidgetKit

struct DeliveryActivityWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            DeliveryBanner(parcel: context.attributes.parcelID, window: context.state.window)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "shippingbox")
                }
            } compactLeading: {
                Image(systemName: "shippingbox").padding(4)
            } compactTrailing: {
                Text(timerInterval: context.state.window, countsDown: true)
                    .monospacedDigit()
                    .frame(width: 40)
            } minimal: {
                Image(systemName: "shippingbox")
            }
        }
    }
}

struct DeliveryBanner: View {
    var parcel: String
    var window: ClosedRange<Date>

    var body: some View {
        HStack {
            Text("Parcel \(parcel)")
                .font(.title3)
            Spacer()
            Text(timerInterval: window, countsDown: true)
                .monospacedDigit()
                .frame(width: 80)
        }
        .padding()
    }
}

struct DeliveryActivityPreviews: PreviewProvider {
    static let attributes = DeliveryAttributes(parcelID: "A-17")
    static let state = DeliveryAttributes.ContentState(window: Date.now...Date(timeIntervalSinceNow: 45))

    static var previews: some View {
        attributes
            .previewContext(state, viewKind: .dynamicIsland(.compact))
            .previewDisplayName("Compact")
        attributes
            .previewContext(state, viewKind: .content)
            .previewDisplayName("Banner")
    }
}
#endif

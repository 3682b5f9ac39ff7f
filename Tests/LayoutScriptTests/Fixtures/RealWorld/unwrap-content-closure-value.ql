// Modelled on openhab/openhab-ios, openHAB/DetailTextLabelView.swift: a SwiftUI row of a widget's
// label beside its optional value, the value shown through another file's `Unwrap` view, which
// hands its content closure the unwrapped value as `$0`; colours and fonts from the widget.
// expect-min-frames: 3
import OpenHABCore
import SwiftUI

struct ValueTextRow: View {
    @ObservedObject var widget: ObservableOpenHABWidget

    var body: some View {
        HStack {
            Text(widget.labelText ?? "")
                .font(.body)
                .foregroundColor(.primary)
            Spacer()
            Unwrap(widget.labelValue) {
                Text($0)
                    .font(.footnote)
                    .foregroundColor(.secondary)
                    .lineLimit(2)
            }
        }
        .padding(.vertical, 4)
    }
}

#Preview {
    let widget = ObservableOpenHABWidget()
    widget.labelText = "Living room"
    widget.labelValue = "21.5 °C"
    return ValueTextRow(widget: widget)
}

// Modelled on kean/Pulse, Sources/PulseUI/Features/Settings/RemoteLoggerSettingsView.swift: a row
// of a title, a Spacer and `Text(Image(systemName: "wifi"))`, a text made of a symbol.
// expect-min-frames: 2
import SwiftUI

struct RemoteRow: View {
    var body: some View {
        HStack {
            Text("Remote Logging")
            Spacer()
            Text(Image(systemName: "wifi"))
        }
        .padding()
    }
}

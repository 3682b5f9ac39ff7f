// Modelled on damus-io/damus, damus/Features/Status/Views/UserStatusView.swift: a status line whose
// `show_general`/`show_music` Bool inputs and the model's optionals all gate its rows, shown with
// no preview (the file's own is commented out); the rows and the helper method are ours.
// expect-min-frames: 2
import SwiftUI

struct NowPlayingView: View {
    @ObservedObject var status: NowPlayingModel
    var showGeneral: Bool
    var showMusic: Bool

    func statusRow(_ text: String, prefix: String = "") -> some View {
        HStack {
            Text(verbatim: "\(prefix)\(text)")
                .lineLimit(1)
                .font(.callout)
            Image(systemName: "link")
                .frame(width: 16, height: 16)
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            if showGeneral, let general = status.general {
                statusRow(general)
            }
            if showMusic, let playing = status.music {
                statusRow(playing, prefix: "♪ ")
            }
        }
    }
}

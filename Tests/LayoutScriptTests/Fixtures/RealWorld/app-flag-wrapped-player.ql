// Modelled on LeoNatan/LNPopupController, LNPopupControllerExample/MusicScene/PlayerView.swift: the
// whole file inside `#if LNPOPUP … #endif` (a compilation condition of the example's target), an
// `@Observable` playback model with optional callbacks, a player view of `@ViewBuilder` funcs taking
// a GeometryProxy, a Slider bound to the model, `if #available` around a newer modifier, and buttons
// whose labels are SF Symbols switched on the model's state.
// expect-min-frames: 5
import SwiftUI
#if LNPOPUP
import LNPopupController

@Observable
class NowPlaying {
    var title: String = "Blue in Green"
    var artist: String = "Miles Davis"
    var isPlaying: Bool = false
    var progress: Float = 0.3
    var onSkip: (() -> Void)?
}

struct NowPlayingView: View {
    @State var nowPlaying = NowPlaying()

    @ViewBuilder
    func header(with geometry: GeometryProxy) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(nowPlaying.title)
                .font(.system(size: 20, weight: .bold))
            Text(nowPlaying.artist)
                .font(.system(size: 17))
        }
        .lineLimit(1)
        .frame(minWidth: 0, maxWidth: .infinity, alignment: .leading)
        .padding(.top, geometry.size.height * 40 / 896.0)
    }

    @ViewBuilder
    func scrubber(with geometry: GeometryProxy) -> some View {
        let slider = Slider(value: $nowPlaying.progress)
            .padding(.bottom, geometry.size.height * 20 / 896.0)
        if #available(iOS 26.0, *) {
            slider.sliderThumbVisibility(.hidden)
        } else {
            slider
        }
    }

    var body: some View {
        GeometryReader { geometry in
            VStack {
                header(with: geometry)
                scrubber(with: geometry)
                HStack {
                    Button {
                        nowPlaying.isPlaying.toggle()
                    } label: {
                        Image(systemName: nowPlaying.isPlaying ? "pause.fill" : "play.fill")
                    }
                    .font(.system(size: 44, weight: .bold))
                    .frame(minWidth: 0, maxWidth: .infinity)
                    Button {
                        nowPlaying.onSkip?()
                    } label: {
                        Image(systemName: "forward.fill")
                    }
                    .frame(minWidth: 0, maxWidth: .infinity)
                }
                Spacer()
            }
            .padding(.horizontal, 30)
        }
    }
}
#endif

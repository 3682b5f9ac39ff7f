// Modelled on stiiveo/ExploreSwiftUI, View/AsyncImageView.swift (stored at commit 0768c464): shares a view holding its view model as
// a @StateObject whose body switches on the model's `state`, binding associated values (an Image shown
// resizable, a failure shown as Text), a ProgressView for `.loading` and a Color for the no-value case
// (the state enum and the ObservableObject, declared outside that file there, are written here); the
// avatar slot, its case names, the `case let` / `case .x(let …)` mix and the model's default are our own.
// expect-min-frames: 1
import SwiftUI

enum AvatarState {
    case empty
    case loading
    case loaded(Image)
    case failed(reason: String)
}

final class AvatarModel: ObservableObject {
    @Published var state: AvatarState = .loading
}

struct AvatarSlot: View {
    @StateObject var model = AvatarModel()

    var body: some View {
        switch model.state {
        case .loading:
            ProgressView()
        case let .loaded(picture):
            picture
                .resizable()
                .scaledToFill()
                .frame(width: 64, height: 64)
        case .failed(let reason):
            Text(reason)
                .font(.caption)
        case .empty:
            Color.secondary.opacity(0.2)
                .frame(width: 64, height: 64)
        }
    }
}

// Modelled on the view-model state enums with associated values seen beside rlochar/switchui
// (Soramitsu's `enum ViewModelState<ViewModel> { case data(viewModel:) … }` and the LoadState
// of jubinkhan007's SwiftUI-Enterprise-App): a body switching with `case .failed(let message):`
// and `case let .loaded(items):` bindings, the current case from a model's default.
// expect-min-frames: 1
import SwiftUI

enum FeedState {
    case idle
    case loading
    case loaded([String])
    case failed(String)
}

final class FeedModel: ObservableObject {
    @Published var state: FeedState = .loading
}

struct FeedScreen: View {
    @StateObject private var model = FeedModel()

    var body: some View {
        switch model.state {
        case .idle:
            Text("Pull to refresh")
        case .loading:
            ProgressView("Loading…")
        case let .loaded(items):
            Text("\(items.count) stories")
        case .failed(let message):
            Text(message)
        }
    }
}

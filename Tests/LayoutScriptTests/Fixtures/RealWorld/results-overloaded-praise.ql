// Modelled on pointfreeco/isowords, Sources/GameOverFeature/GameOverView.swift: a game-over screen
// of a TCA feature whose texts come from two private file-level functions of one name told apart by
// their labels (`praise(rank:outOf:)`, `praise(mode:score:)`), a reducer whose `case` puts its
// `where` on the next line, a `switch` over the game's context in the body, `Text + Text` joined with
// a newline, and `.buttonStyle` of the app's own style. The feature, its states and the words are ours.
// expect-min-frames: 5
import ComposableArchitecture
import SwiftUI

@Reducer
struct Results {
  @ObservableState
  struct State: Equatable {
    var mode: Mode = .timed
    var score = 1_840
    var rank = 12
    var players = 480
    var isDemo = false
  }

  enum Mode: Equatable { case timed, unlimited, daily }

  enum Action {
    case closeTapped
    case playAgain(Mode)
    case dismissed
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .closeTapped:
        return .none
      case let .playAgain(mode)
      where mode != .daily:
        state.mode = mode
        return .none
      case .playAgain, .dismissed:
        return .none
      }
    }
  }
}

struct ResultsView: View {
  let store: StoreOf<Results>

  var body: some View {
    VStack(spacing: 24) {
      HStack {
        Image(systemName: "cube.fill")
        if !store.isDemo {
          Spacer()
          Button {
            store.send(.closeTapped)
          } label: {
            Image(systemName: "xmark")
          }
        }
      }
      .font(.system(size: 24))
      .padding(.horizontal)

      switch store.mode {
      case .daily:
        (Text("\(store.rank) of \(store.players)") + Text("\n") + Text(praise(rank: store.rank, outOf: store.players)))
          .multilineTextAlignment(.center)
      case .timed, .unlimited:
        (Text("\(store.score) points") + Text("\n") + Text(praise(mode: store.mode, score: store.score)))
          .multilineTextAlignment(.center)
      }

      Divider()

      Button("Play again") {
        store.send(.playAgain(store.mode))
      }
      .buttonStyle(ActionButtonStyle())
    }
    .padding(.vertical, 48)
  }
}

private func praise(rank: Int, outOf: Int) -> String {
  switch Double(rank) / Double(outOf) {
  case ..<0.01: return "Top of the board!"
  case ..<0.10: return "Not bad at all!"
  default: return "Keep at it!"
  }
}

private func praise(mode: Results.Mode, score: Int) -> String {
  switch (score, mode) {
  case (0, _):
    return "Still warming up?"
  case (..<1_000, _):
    return "A solid start."
  case (_, .timed):
    return "Fast fingers!"
  default:
    return "A marathon run."
  }
}

#Preview {
  ResultsView(store: Store(initialState: Results.State()) { Results() })
}

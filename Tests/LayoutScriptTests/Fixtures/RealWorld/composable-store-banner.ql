// Modelled on pointfreeco/isowords, Sources/HomeFeature/NagBanner.swift: a Composable Architecture
// feature (`@Reducer` with an `@ObservableState` State holding a `@Presents` child, an Action enum,
// a `Reduce` with `.ifLet(\.$child, action: \.child)`), and its view: a `@Bindable var store`, a
// Button whose label is a row of texts from a file-level array, `.sheet(item: $store.scope(…))`, and
// a PreviewProvider under `#if DEBUG` that puts it in a NavigationView and a ZStack, made of
// `Store(initialState: Feature.State()) { Feature() }`. The feature, its texts and its state are ours.
// expect-min-frames: 4
import ComposableArchitecture
import SwiftUI

@Reducer
public struct RatingPrompt {
  @ObservableState
  public struct State: Equatable {
    @Presents var review: ReviewForm.State? = nil
    var stars = 4
    var isHidden = false

    public init(review: ReviewForm.State? = nil) {
      self.review = review
    }
  }

  public enum Action {
    case tapped
    case review(PresentationAction<ReviewForm.Action>)
  }

  @Dependency(\.dismiss) var dismiss

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tapped:
        state.review = .init()
        return .none
      case .review(.presented(.delegate(.submitted))):
        return .run { _ in
          await self.dismiss()
        }
      case .review:
        return .none
      }
    }
    .ifLet(\.$review, action: \.review) {
      ReviewForm()
    }
  }
}

public struct RatingPromptView: View {
  @Bindable var store: StoreOf<RatingPrompt>

  public init(store: StoreOf<RatingPrompt>) {
    self.store = store
  }

  public var body: some View {
    if !store.isHidden {
      Button {
        store.send(.tapped)
      } label: {
        HStack(spacing: 12) {
          ForEach(prompts, id: \.self) { prompt in
            Text(prompt)
              .font(.system(size: 14, weight: .medium))
          }
          Text("\(store.stars)★")
        }
      }
      .buttonStyle(PlainButtonStyle())
      .frame(maxWidth: .infinity, alignment: .center)
      .frame(height: 56)
      .background(Color.white.edgesIgnoringSafeArea(.bottom))
      .sheet(
        item: $store.scope(state: \.review, action: \.review)
      ) { store in
        ReviewFormView(store: store)
      }
    }
  }
}

let prompts = [
  "Enjoying it?",
  "Rate us",
]

#if DEBUG
  struct RatingPrompt_Previews: PreviewProvider {
    static var previews: some View {
      NavigationView {
        ZStack(alignment: .bottomLeading) {
          RatingPromptView(
            store: Store(initialState: RatingPrompt.State()) {
              RatingPrompt()
            }
          )
        }
      }
    }
  }
#endif

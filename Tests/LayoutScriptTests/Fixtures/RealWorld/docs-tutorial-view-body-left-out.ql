// Modelled on pointfreeco/swift-composable-architecture, Sources/ComposableArchitecture/Documentation.docc/Tutorials/BuildingSyncUps/06-SyncUpDetail/EditingAndDeletingSyncUp-01-code-0002.swift: a tutorial step writing a @Reducer (its @ObservableState State with @Presents and @Shared, its Action enum, a Reduce switch) beside a view whose body the step leaves out (`// ...`).
// expect-min-frames: 1
import ComposableArchitecture
import SwiftUI

@Reducer
struct RecipeDetail {
  @ObservableState
  struct State: Equatable {
    @Presents var editRecipe: RecipeForm.State?
    @Shared var recipe: Recipe
  }

  enum Action {
    case shareButtonTapped
    case editRecipe(PresentationAction<RecipeForm.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .shareButtonTapped:
        return .none
      case .editRecipe:
        return .none
      }
    }
  }
}

struct RecipeDetailView: View {
  // ...
}

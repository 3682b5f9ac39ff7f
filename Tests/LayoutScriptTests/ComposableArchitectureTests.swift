import LayoutCore
import LayoutPipeline
import XCTest
@testable import LayoutScript

/// The Composable Architecture's store and view wrappers (`ComposableArchitecture`): a preview's
/// `Store(initialState:)` is drawn as its state, which the view reads through the store.
final class ComposableArchitectureTests: XCTestCase {
  private let feature = """
    import ComposableArchitecture
    import SwiftUI

    @Reducer
    struct Counter {
      @ObservableState
      struct State: Equatable {
        var count = 3
        var fact: String?
        var isLoading = false
        var detail: Detail.State?
      }
      enum Action { case incrementTapped, factTapped }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          state.count += 1
          return .none
        }
      }
    }

    @Reducer
    struct Detail {
      @ObservableState
      struct State: Equatable { var title = "Details" }
    }

    """

  /// Texts the laid-out views show, and the script's notes, of a `CounterView` whose body is
  /// `body`, previewed with the store `store`.
  private func run(body: String, store: String) throws -> (texts: [String], notes: [String]) {
    let view = "struct CounterView: View {\n  let store: StoreOf<Counter>\n  var body: some View {\n\(body)\n  }\n}\n"
      + "#Preview {\n  CounterView(store: \(store))\n}\n"
    let laidOut = try Pipeline.run(source: feature + view, path: "t.ql")
    let texts = laidOut.script.views.enumerated().compactMap { id, view -> String? in
      guard laidOut.result?.frames.indices.contains(id) == true, laidOut.result?.frames[id] != nil,
            case .label(let text, _, _) = view.kind else { return nil }
      return text.string
    }
    return (texts, laidOut.script.warnings.map(\.message))
  }

  func testAPreviewsStoreIsDrawnAsItsState() throws {
    let (texts, notes) = try run(body: """
      WithPerceptionTracking {
        VStack {
          Text("\\(store.count)")
          Button("Fact") { store.send(.factTapped) }
          if store.isLoading { Text("Loading") }
          if let fact = store.fact { Text(fact) }
          if let detail = store.scope(state: \\.detail, action: \\.detail) { Text(detail.title) }
        }
      }
      """, store: "Store(initialState: Counter.State(count: 7, detail: Detail.State(title: \"More\"))) { Counter() }")
    XCTAssertEqual(texts, ["7", "More"])  // the Button is a button, not a label
    XCTAssertEqual(notes.filter { $0.hasPrefix("a Composable Architecture store") }.count, 1)
    XCTAssertFalse(notes.contains { $0.contains("placeholders") }, "\(notes)")
  }

  func testTheOlderViewStoreWrappers() throws {
    let (texts, _) = try run(body: """
      VStack {
        WithViewStore(store, observe: { $0 }) { viewStore in
          Text("count \\(viewStore.count)")
        }
        IfLetStore(store.scope(state: \\.detail, action: \\.detail)) { detailStore in
          Text(detailStore.title)
        } else: {
          Text("No detail")
        }
      }
      """, store: "Store(initialState: Counter.State()) { Counter() }")
    XCTAssertEqual(texts, ["count 3", "No detail"])
  }
}

// Modelled on pointfreeco/isowords, Sources/LeaderboardFeature/LeaderboardResultsView.swift (a view
// generic over two types whose `where` clause stands on lines of its own, a `State` struct made by
// its own `init` with defaults) and StanfordSpezi/SpeziAccount, Sources/SpeziAccount/Views/
// SignupForm.swift (an init taking `Binding<Set<Key>>` and the trailing closure stored in a
// property of another name, an action that throws). The rows are ours.
// expect-min-frames: 3
import SwiftUI

struct ResultsState {
    var title: String
    var isLoading: Bool
    var rowCount: Int

    init(title: String, isLoading: Bool = false, rowCount: Int = 3) {
        self.title = title
        self.isLoading = isLoading
        self.rowCount = rowCount
    }
}

enum SubmitError: Error {
    case missingCode
}

public struct ResultsView<Scope, ScopeMenu>: View
where
    Scope: Hashable,
    ScopeMenu: View
{
    let state: ResultsState
    private let selected: Binding<Set<Scope>>
    private let submitAction: () async throws -> Void

    init(state: ResultsState, selected: Binding<Set<Scope>>, submit: @escaping () async throws -> Void) {
        self.state = state
        self.selected = selected
        self.submitAction = submit
    }

    public var body: some View {
        VStack(spacing: 6) {
            Text(state.title)
            ForEach(0..<state.rowCount, id: \.self) { index in
                Text("Row \(index + 1)")
            }
            Button("Submit") {
                Task {
                    guard !state.isLoading else { throw SubmitError.missingCode }
                    try await submitAction()
                }
            }
        }
    }
}

#Preview {
    ResultsView<Int, EmptyView>(state: ResultsState(title: "Last week", rowCount: 2), selected: .constant([])) {
        print("submitted")
    }
}

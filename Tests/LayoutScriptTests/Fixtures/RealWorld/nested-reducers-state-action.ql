// Modelled on pointfreeco/swift-composable-architecture, Examples/CaseStudies/SwiftUICaseStudies/
// 04-Navigation-Stack.swift: two reducers in one file, each with its own `struct State` and
// `enum Action`, named `Stopwatch.State` and `Lap.State` where the views read them.
// expect-min-frames: 3
import ComposableArchitecture
import SwiftUI

@Reducer
struct Stopwatch {
    @ObservableState
    struct State: Equatable {
        var seconds = 0
        var title: String { "Stopwatch \(seconds)" }
    }
    enum Action { case started, stopped }
    var body: some ReducerOf<Self> {
        Reduce { state, action in .none }
    }
    static var preview: State { State(seconds: 42) }
}

@Reducer
struct Lap {
    @ObservableState
    struct State: Equatable {
        var number = 1
        var title: String { "Lap \(number)" }
    }
    enum Action { case recorded(Int) }
    var body: some ReducerOf<Self> {
        Reduce { state, action in .none }
    }
}

extension Lap.State {
    var badge: String { "#\(number)" }
}

struct StopwatchBoard: View {
    let stopwatch = Stopwatch.preview
    let lap = Lap.State(number: 3)
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(stopwatch.title)
            HStack {
                Text(lap.title)
                Text(lap.badge)
            }
        }
        .padding()
    }
}

// Modelled on pointfreeco/swift-composable-architecture, Examples/CaseStudies/SwiftUICaseStudies/
// 00-RootView.swift: a list of demos each made from a reducer of another file whose name is one
// letter from SwiftUI's or Foundation's (`Animations` and `Animation`, `Timers` and `Timer`);
// `Animations.State()` says it is a type of the app's own, with a nested `State`, not a typo.
// expect-min-frames: 3
import ComposableArchitecture
import SwiftUI

struct CaseStudiesList: View {
    var body: some View {
        NavigationStack {
            Form {
                NavigationLink("Springs") {
                    DemoScreen(store: Store(initialState: Animations.State()) { Animations() }) { store in
                        SpringsView(store: store)
                    }
                }
                NavigationLink("Countdown") {
                    DemoScreen(store: Store(initialState: Timers.State()) { Timers() }) { store in
                        CountdownView(store: store)
                    }
                }
            }
            .navigationTitle("Case studies")
        }
    }
}

// Modelled on damus-io/damus, damus/Core/Navigation/Router.swift: a file with no view of its own, an
// `enum Route: Hashable` of cases carrying values, its `==` and `hash(into:)`, and a `@ViewBuilder
// func view(navigationCoordinator:…) -> some View` switching over `self` to the screens; beside it an
// `ObservableObject` coordinator pushing routes; our own three screens instead of damus' fifty.
// expect-min-frames: 2
import SwiftUI

enum Route: Hashable {
    case profile(name: String)
    case settings
    case thread(id: Int)

    @ViewBuilder
    func view(coordinator: Coordinator) -> some View {
        switch self {
        case .profile(let name):
            VStack(spacing: 8) {
                Text(name)
                Text("Profile")
                    .font(.caption)
            }
        case .settings:
            Text("Settings")
        case .thread(let id):
            Text("Thread \(id)")
        }
    }

    static func == (lhs: Route, rhs: Route) -> Bool {
        lhs.hashValue == rhs.hashValue
    }

    func hash(into hasher: inout Hasher) {
        switch self {
        case .profile(let name): hasher.combine(name)
        case .settings: hasher.combine("settings")
        case .thread(let id): hasher.combine(id)
        }
    }
}

final class Coordinator: ObservableObject {
    @Published var path = [Route]()

    func push(route: Route) {
        guard route != path.last else { return }
        path.append(route)
    }

    func popToRoot() {
        path = []
    }
}

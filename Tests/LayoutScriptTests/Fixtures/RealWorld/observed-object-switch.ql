// Modelled on kalashnikovaYla/ObservedObjectInSwiftUI, ObservedObjectInSwiftUI/ContentView.swift:
// a @StateObject model passed to child views as @ObservedObject, the body a switch over its state.
// expect-min-frames: 2
import SwiftUI

enum AuthState {
    case loading
    case signedOut
    case signedIn
}

final class AuthModel: ObservableObject {
    @Published var state: AuthState = .signedIn
    @Published var name = "Robin"
}

struct SignedOutView: View {
    @ObservedObject var model: AuthModel

    var body: some View {
        Button("Log in") { model.state = .signedIn }
    }
}

struct SignedInView: View {
    @ObservedObject var model: AuthModel

    var body: some View {
        VStack {
            Text("Hello, \(model.name)")
            Button("Log out") { model.state = .signedOut }
        }
    }
}

struct AuthRoot: View {
    @StateObject private var model = AuthModel()

    var body: some View {
        switch model.state {
        case .loading:
            ProgressView()
        case .signedOut:
            SignedOutView(model: model)
        case .signedIn:
            SignedInView(model: model)
        }
    }
}

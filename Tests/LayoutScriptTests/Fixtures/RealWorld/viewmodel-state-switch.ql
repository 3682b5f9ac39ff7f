// Modelled on rlochar/switchui, SwitchUI/SwitchUI/ContentView.swift: an ObservableObject model
// with a nested enum, a @StateObject, and a body that is a switch over the model's state.
// expect-min-frames: 1
import SwiftUI

class SessionModel: ObservableObject {
    enum Phase {
        case signedOut
        case verifying
        case signedIn
    }

    @Published var phase: Phase = .verifying
}

struct SessionGate: View {
    @StateObject var session = SessionModel()

    var body: some View {
        switch session.phase {
        case .signedOut:
            Text("Please sign in")
        case .verifying:
            ProgressView()
        case .signedIn:
            Text("Welcome back")
        }
    }
}

#Preview {
    SessionGate()
}

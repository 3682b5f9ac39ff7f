// Modelled on gfreiregb/app-ios2, app-ios2/MyViewModel.swift and its view: an @Observable model
// with an async method that is never run, a view reading it through @State, a Toggle bound to it.
// expect-min-frames: 2
import SwiftUI

enum VerifyState {
    case idle
    case checking
    case passed
    case failed
}

@Observable
class VerifyModel {
    var agreed: Bool = false
    var state: VerifyState = .idle

    func verify() async {
        state = .checking
        try? await Task.sleep(for: .seconds(2))
        state = .passed
    }
}

struct VerifyScreen: View {
    @State private var model = VerifyModel()

    var body: some View {
        VStack(spacing: 20) {
            Toggle("I agree to the terms", isOn: $model.agreed)
            Button("Verify") {
                Task { await model.verify() }
            }
            if model.state == .checking {
                ProgressView()
            }
        }
        .padding()
    }
}

#Preview {
    VerifyScreen()
}

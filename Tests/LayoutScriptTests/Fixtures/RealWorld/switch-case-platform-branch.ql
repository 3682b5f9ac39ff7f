// Modelled on kiwix/kiwix-apple, Views/Settings/DiagnosticsView.swift: a switch in a view builder
// whose first case holds only a macOS branch (`#if os(macOS) … #endif`), which builds nothing
// on an iPhone, beside cases that build views.
// expect-min-frames: 2
import SwiftUI

enum CheckState { case idle, checking, finished }

struct HealthCheckView: View {
    var state: CheckState = .checking

    var body: some View {
        VStack(spacing: 12) {
            Text("Health check")
            HStack(spacing: 20) {
                switch state {
                case .idle:
#if os(macOS)
                    Button("Run") { }
#endif
                case .checking:
                    ProgressView()
                        .progressViewStyle(.circular)
                    #if os(macOS)
                        .scaleEffect(0.5)
                    #endif
                case .finished:
                    Text("Done")
                }
            }
        }
        .padding()
    }
}

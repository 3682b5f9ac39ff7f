// Modelled on sakurakotubaki/SwiftUITutorial, SwiftUITutorial/SwitchingView.swift: three small
// views and one that switches between them on an enum declared inside it, held in @State.
// expect-min-frames: 1
import SwiftUI

struct SpinnerScreen: View {
    var body: some View {
        ProgressView()
    }
}

struct DoneScreen: View {
    var body: some View {
        Label("Upload complete", systemImage: "checkmark.circle")
    }
}

struct ErrorScreen: View {
    var body: some View {
        Text("The upload failed.")
    }
}

struct UploadStatus: View {
    enum Stage {
        case uploading, done, failed
    }

    @State private var stage = Stage.done

    var body: some View {
        switch stage {
        case .uploading:
            SpinnerScreen()
        case .done:
            DoneScreen()
        case .failed:
            ErrorScreen()
        }
    }
}

#Preview {
    UploadStatus()
}

// Modelled on element-hq/element-x-ios, ElementX/Sources/Screens/MediaUploadPreviewScreen/View/
// MediaUploadPreviewScreen.swift: two representables in one file, each with its own nested
// `class Coordinator`, shown as boxes beside SwiftUI views.
// expect-min-frames: 3
import SwiftUI
import UIKit
import PhotosUI

struct DocumentPreview: UIViewControllerRepresentable {
    let url: URL

    func makeUIViewController(context: Context) -> UINavigationController {
        UINavigationController()
    }

    func updateUIViewController(_ controller: UINavigationController, context: Context) { }

    func makeCoordinator() -> Coordinator {
        Coordinator(url: url)
    }

    class Coordinator: NSObject {
        let url: URL
        init(url: URL) { self.url = url }
    }
}

struct PhotoCropper: UIViewControllerRepresentable {
    let onDone: () -> Void

    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
    func updateUIViewController(_ controller: UIViewController, context: Context) { }
    func makeCoordinator() -> Coordinator { Coordinator(onDone: onDone) }

    class Coordinator: NSObject {
        let onDone: () -> Void
        init(onDone: @escaping () -> Void) { self.onDone = onDone }
    }
}

struct UploadPreviewScreen: View {
    var body: some View {
        VStack(spacing: 16) {
            DocumentPreview(url: URL(string: "https://example.org/a.pdf")!)
                .frame(height: 200)
            PhotoCropper(onDone: { })
                .frame(height: 120)
            Text("Send")
        }
    }
}

// Modelled on jellyfin/Swiftfin, Swiftfin/Views/ItemEditorView/ItemImages/ItemImagesView.swift: an
// editor screen whose list of image sections is followed by the app's own `.photoPicker(isPresented:
// isSaving:) { image in … }` (another file's modifier, one letter from PhotosUI's `photosPicker`,
// whose labels it does not take: no slip), a `.fileImporter` with a `switch` on its result, and
// `.onReceive` of a view model's events.
// expect-min-frames: 3
import SwiftUI

struct ArtworkEditorView: View {
    @StateObject var viewModel: ArtworkViewModel
    @State private var isPickerPresented = false
    @State private var isImporterPresented = false
    @State private var uploadError: Error?

    var body: some View {
        List {
            Section("Posters") {
                Text("Primary")
                Text("Backdrop")
            }
            Section("Logos") {
                Text("Logo")
            }
        }
        .fileImporter(isPresented: $isImporterPresented, allowedContentTypes: [.image]) { result in
            switch result {
            case let .success(url):
                viewModel.upload(url: url)
            case let .failure(error):
                uploadError = error
            }
        }
        .photoPicker(
            isPresented: $isPickerPresented,
            isSaving: viewModel.isUploading
        ) {
            viewModel.upload(image: $0)
        }
        .onReceive(viewModel.events) { event in
            switch event {
            case .uploaded:
                isPickerPresented = false
            }
        }
    }
}

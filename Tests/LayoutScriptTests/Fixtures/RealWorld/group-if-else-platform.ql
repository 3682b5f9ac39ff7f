// Modelled on NicolasCombe5555/PokeSwiftUI, PokeSwiftUI/PokeSwiftUI/Views/AsyncImage.swift (after Vadym
// Bulavin's AsyncImage): a Group whose content is an `if let` on an observed image loader's image,
// resizable, or a loading view, framed at a fixed size; here the chain adds an `else if` on a loading
// flag with a ProgressView and a symbol fallback, the loader a @StateObject class.
// expect-min-frames: 1
import SwiftUI

final class ImageLoader: ObservableObject {
    @Published var image: String? = nil
    @Published var isLoading = true
}

struct RemoteImage: View {
    @StateObject private var loader = ImageLoader()

    var body: some View {
        Group {
            if let image = loader.image {
                Image(image)
                    .resizable()
                    .scaledToFill()
            } else if loader.isLoading {
                ProgressView()
            } else {
                Image(systemName: "photo")
            }
        }
        .frame(width: 120, height: 120)
    }
}

// Modelled on the AsyncImageView of Arjun Pratap Choudhary's Swipe app (seen beside fbablu/ios-intranet's):
// a Group whose content is an if/else-if/else chain on a loader's state, a model class with
// optional and Bool fields, scaled images and a progress view.
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

// Modelled on Dimillian/MovieSwiftUI, MovieSwift/Views/components/moviesList/rows/BigMoviePosterImage.swift
// and Dimillian/IceCubesApp's rows: a view whose model, store and theme come from other files
// (an @ObservedObject of a type the file does not declare, an @EnvironmentObject store read through
// `store.state…`, an @Environment key of the app's own), tested in an `if`, read for a Text and a
// colour, looped over; the poster sizes and titles are our own.
// expect-min-frames: 6
import SwiftUI

struct PosterCard: View {
    @ObservedObject var imageLoader: ImageLoader
    @EnvironmentObject private var store: AppStore
    @Environment(\.theme) private var theme
    let movieId: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ZStack {
                if self.imageLoader.image != nil {
                    Image(systemName: "film")
                        .resizable()
                        .frame(width: 100, height: 150)
                } else {
                    Rectangle()
                        .foregroundColor(.gray)
                        .frame(width: 100, height: 150)
                }
            }
            Text(store.state.moviesState.movies[movieId].title)
                .font(.headline)
                .foregroundColor(theme.labelColor)
            ForEach(store.state.moviesState.genres) { genre in
                Text(genre.name)
                    .font(.caption)
            }
            if !store.state.moviesState.isLoading && theme.showsRatings {
                Text("Rated")
            }
        }
        .padding()
    }
}

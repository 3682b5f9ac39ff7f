// Modelled on Dimillian/MovieSwiftUI, MovieSwift/MovieSwift/views/components/moviesHome/MoviesHomeGridMoviesRow.swift:
// a row of SwiftUIFlux's `ConnectedView` (a protocol of another module, whose `body` the library
// builds from `body(props:)` and the `Props` that `map(state:dispatch:)` makes of the app's store),
// a nested `Props` struct, a horizontal scroll of a lazy stack over the props' items, each a
// navigation link around a ZStack of two views of other files, and a `PreviewProvider`.
// expect-min-frames: 3
import SwiftUI
import SwiftUIFlux

struct ShelfRow: ConnectedView {
    struct Props {
        let books: [Book]
    }

    let bookIds: [Int]

    func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props {
        var books: [Book] = []
        for id in bookIds {
            if let book = state.booksState.books[id] {
                books.append(book)
            }
        }
        return Props(books: books)
    }

    func body(props: Props) -> some View {
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(spacing: 12) {
                ForEach(props.books) { book in
                    NavigationLink(destination: BookDetail(bookId: book.id)) {
                        ZStack {
                            CoverImage(path: book.coverPath, size: .medium)
                                .contextMenu { BookContextMenu(bookId: book.id) }
                            ShelfBadge(bookId: book.id)
                        }
                    }
                }
            }
            .frame(height: 120)
            .padding(.bottom, 8)
        }
        .padding(.horizontal, 16)
    }
}

struct ShelfRow_Previews: PreviewProvider {
    static var previews: some View {
        ShelfRow(bookIds: [])
    }
}

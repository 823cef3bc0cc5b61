/// Writes the files around the views: models, view models, services and extensions. They carry
/// most of a real app's plain Swift (generics, async/await, switch, closures, string literals of
/// every kind), which the lexer and parser spend as much time on as on view code.
struct SupportingGenerator {
    enum Kind {
        case model, viewModel, service, extensions
    }

    var random: SeededRandom
    let app: AppProfile
    let entities: [Entity]

    init(random: SeededRandom, app: AppProfile, entities: [Entity]) {
        self.random = random
        self.app = app
        self.entities = entities
    }

    /// `entities[0]` is the file's subject; further entities fill the file up to its target size.
    mutating func file(_ kind: Kind, typeName: String, targetSize: Int) -> SourceWriter {
        var w = SourceWriter()
        var imports = ["Foundation"]
        if kind == .viewModel || kind == .extensions || random.chance(0.3) { imports.append("SwiftUI") }
        if kind == .viewModel, random.chance(0.4) { imports.append("Combine") }
        if kind == .service, random.chance(0.3) { imports.append("OSLog") }
        FileHeader.write(&w, file: typeName, app: app, random: &random, imports: imports)
        var entityIndex = 0
        repeat {
            if entityIndex > 0 { w.line() }
            let entity = entities[entityIndex % entities.count]
            switch kind {
            case .model: model(&w, entity, budget: targetSize - w.approximateByteCount)
            case .viewModel: viewModel(&w, entity, budget: targetSize - w.approximateByteCount)
            case .service: service(&w, entity, budget: targetSize - w.approximateByteCount)
            case .extensions: extensions(&w, entity, budget: targetSize - w.approximateByteCount)
            }
            entityIndex += 1
        } while w.approximateByteCount < targetSize - 800
        return w
    }

    // MARK: - Models

    private mutating func model(_ w: inout SourceWriter, _ entity: Entity, budget: Int) {
        let start = w.approximateByteCount
        if random.chance(0.6) {
            let article = "AEIOU".contains(entity.name.prefix(1)) ? "An" : "A"
            w.line("/// \(article) \(entity.name.lowercased()) as stored on the server and cached on device.")
        }
        w.block("struct \(entity.name): Identifiable, Codable, Hashable\(random.chance(0.3) ? ", Sendable" : "")") { w in
            w.line("var id = UUID()")
            w.line("var title: String")
            for field in entity.fields.dropFirst() {
                w.line("var \(field.name): \(field.typeName) = \(defaultValue(field))")
            }
            if random.chance(0.4) {
                w.line()
                w.block("enum CodingKeys: String, CodingKey") { w in
                    w.line("case id, title")
                    for field in entity.fields.dropFirst() {
                        w.line(field.name.contains(where: \.isUppercase) ? "case \(field.name) = \"\(snakeCase(field.name))\"" : "case \(field.name)")
                    }
                }
            }
        }
        w.line()
        w.block("extension \(entity.name)") { w in
            w.line("static let preview = \(entity.name)(\(sampleArguments(entity)))")
            w.line()
            w.line("static let samples: [\(entity.name)] = [")
            w.indent()
            for _ in 0..<random.int(in: 3...10) { w.line("\(entity.name)(\(sampleArguments(entity))),") }
            w.dedent()
            w.line("]")
            if random.chance(0.5) {
                w.line()
                w.line("/// Plain text for sharing; the layout matches what support asks customers to paste.")
                w.block("var shareText: String") { w in
                    w.line("\"\"\"")
                    w.line("\(entity.name): \\(title)")
                    for field in entity.fields.dropFirst().prefix(3) {
                        w.line("\(field.name): \\(\(field.display("self")))")
                    }
                    w.line("Shared from \(app.name) \u{2014} \\(Bundle.main.appVersion)")
                    w.line("\"\"\"")
                }
            }
        }
        var fillers = Array(0..<6)
        while w.approximateByteCount - start < budget - 600, !fillers.isEmpty {
            let filler = fillers.remove(at: random.int(in: 0...(fillers.count - 1)))
            w.line()
            switch filler {
            case 0: sortOrder(&w, entity)
            case 1: errorType(&w, entity)
            case 2: filter(&w, entity)
            case 3:
                w.block("extension Array where Element == \(entity.name)") { w in
                    w.block("var favorites: [\(entity.name)]") { w in w.line("filter(\\.isFavorite)") }
                    w.line()
                    w.block("func groupedByInitial() -> [(initial: String, items: [\(entity.name)])]") { w in
                        w.line("Dictionary(grouping: self) { String($0.title.prefix(1)).uppercased() }")
                        w.indent()
                        w.line(".sorted { $0.key.localizedStandardCompare($1.key) == .orderedAscending }")
                        w.line(".map { (initial: $0.key, items: $0.value) }")
                        w.dedent()
                    }
                }
            case 4:
                w.block("extension \(entity.name)") { w in
                    w.line("/// Codes look like `ABC-1234`.")
                    w.line("static let referencePattern = #/(?<prefix>[A-Z]{3})-(?<number>\\d{4})/#")
                    w.line("static let legacyPattern = #\"^[a-z]+_\\d+$\"#")
                    w.line()
                    w.block("var reference: String?") { w in
                        w.line("guard let match = title.firstMatch(of: Self.referencePattern) else { return nil }")
                        w.line("return \"\\(match.prefix)-\\(match.number)\"")
                    }
                }
            default:
                w.block("extension \(entity.name): Comparable") { w in
                    w.block("static func < (lhs: \(entity.name), rhs: \(entity.name)) -> Bool") { w in
                        w.block("if lhs.isFavorite != rhs.isFavorite") { w in w.line("return lhs.isFavorite && !rhs.isFavorite") }
                        w.line("return lhs.title.localizedCaseInsensitiveCompare(rhs.title) == .orderedAscending")
                    }
                }
            }
        }
    }

    private mutating func sortOrder(_ w: inout SourceWriter, _ entity: Entity) {
        let orders = ["newest", "oldest", "title", "favoritesFirst"]
        w.block("enum \(entity.name)SortOrder: String, CaseIterable, Identifiable") { w in
            w.line("case \(orders.joined(separator: ", "))")
            w.line()
            w.line("var id: Self { self }")
            w.line()
            w.block("var title: LocalizedStringKey") { w in
                w.switchBlock("self") { w in
                    w.line("case .newest: \"Newest First\"")
                    w.line("case .oldest: \"Oldest First\"")
                    w.line("case .title: \"Title\"")
                    w.line("case .favoritesFirst: \"Favorites First\"")
                }
            }
            w.line()
            w.block("func sorted(_ items: [\(entity.name)]) -> [\(entity.name)]") { w in
                w.switchBlock("self") { w in
                    let date = entity.fields.first { $0.kind == .date }?.name
                    w.line("case .newest:")
                    w.indent()
                    w.line(date.map { "return items.sorted { $0.\($0) > $1.\($0) }" } ?? "return items.reversed()")
                    w.dedent()
                    w.line("case .oldest:")
                    w.indent()
                    w.line(date.map { "return items.sorted { $0.\($0) < $1.\($0) }" } ?? "return items")
                    w.dedent()
                    w.line("case .title:")
                    w.indent()
                    w.line("return items.sorted { $0.title.localizedStandardCompare($1.title) == .orderedAscending }")
                    w.dedent()
                    w.line("case .favoritesFirst:")
                    w.indent()
                    w.block("return items.sorted { lhs, rhs in") { w in
                        w.line("if lhs.isFavorite == rhs.isFavorite { return lhs.title < rhs.title }")
                        w.line("return lhs.isFavorite")
                    }
                    w.dedent()
                }
            }
        }
    }

    private mutating func errorType(_ w: inout SourceWriter, _ entity: Entity) {
        w.block("enum \(entity.name)Error: LocalizedError, Equatable") { w in
            w.line("case notFound(id: UUID)")
            w.line("case server(status: Int)")
            w.line("case decoding(String)")
            w.line("case offline")
            w.line()
            w.block("var errorDescription: String?") { w in
                w.switchBlock("self") { w in
                    w.line("case let .notFound(id):")
                    w.indent()
                    w.line("return \"No \(entity.name.lowercased()) with id \\(id.uuidString.prefix(8))…\"")
                    w.dedent()
                    w.line("case .server(let status) where status >= 500:")
                    w.indent()
                    w.line("return \"The server is having trouble (\\(status)). Try again later.\"")
                    w.dedent()
                    w.line("case .server(let status):")
                    w.indent()
                    w.line("return \"Request failed with status \\(status).\"")
                    w.dedent()
                    w.line("case .decoding(let detail):")
                    w.indent()
                    w.line("return String(localized: \"Unexpected data: \\(detail)\")")
                    w.dedent()
                    w.line("case .offline:")
                    w.indent()
                    w.line("return NSLocalizedString(\"error_offline\", comment: \"Shown when there is no connection\")")
                    w.dedent()
                }
            }
        }
    }

    private mutating func filter(_ w: inout SourceWriter, _ entity: Entity) {
        w.block("struct \(entity.name)Filter: Equatable") { w in
            w.line("var searchText = \"\"")
            w.line("var showsFavoritesOnly = false")
            if let flag = entity.fields.first(where: { $0.kind == .flag && $0.name != "isFavorite" }) {
                w.line("var hides\(flag.name.dropFirst(2)) = \(random.chance(0.5))")
            }
            w.line()
            w.block("func matches(_ \(entity.variable): \(entity.name)) -> Bool") { w in
                w.line("if showsFavoritesOnly && !\(entity.variable).isFavorite { return false }")
                if let flag = entity.fields.first(where: { $0.kind == .flag && $0.name != "isFavorite" }) {
                    w.line("if hides\(flag.name.dropFirst(2)) && \(entity.variable).\(flag.name) { return false }")
                }
                w.line("guard !searchText.isEmpty else { return true }")
                w.line("let needle = searchText.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: .current)")
                w.line("return \(entity.variable).title.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: .current).contains(needle)")
            }
        }
    }

    // MARK: - View models

    private mutating func viewModel(_ w: inout SourceWriter, _ entity: Entity, budget: Int) {
        let start = w.approximateByteCount
        let items = entity.pluralVariable
        let observable = app.prefersObservation
        let typeName = observable ? "\(entity.name)ListModel" : "\(entity.name)ListViewModel"
        let published = observable ? "" : "@Published "
        w.line("@MainActor")
        if observable { w.line("@Observable") }
        w.block(observable ? "final class \(typeName)" : "final class \(typeName): ObservableObject") { w in
            w.line("\(published)private(set) var \(items): [\(entity.name)] = []")
            w.line("\(published)var isLoading = false")
            w.line("\(published)var hasMore = false")
            w.line("\(published)var errorMessage: String?")
            w.block("\(published)var sortOrder: \(entity.name)SortOrder = .newest") { w in
                w.line("didSet { \(items) = sortOrder.sorted(\(items)) }")
            }
            w.line()
            w.line("private let service: any \(entity.name)Servicing")
            w.line("private var page = 0")
            w.line()
            w.block("init(service: any \(entity.name)Servicing = \(entity.name)Service())") { w in
                w.line("self.service = service")
            }
            w.line()
            w.block("func load() async") { w in
                w.line("guard !isLoading else { return }")
                w.line("isLoading = true")
                w.line("defer { isLoading = false }")
                w.line("do {")
                w.indent()
                w.line("let fetched = try await service.fetch\(entity.plural)(page: 0)")
                w.line("\(items) = sortOrder.sorted(fetched)")
                w.line("hasMore = fetched.count == \(entity.name)Service.pageSize")
                w.line("page = 0")
                w.reopen("catch")
                w.line("handle(error)")
                w.dedent()
                w.line("}")
            }
            w.line()
            w.block("func refresh() async") { w in
                w.line("page = 0")
                w.line("await load()")
            }
            w.line()
            w.block("func loadMore() async") { w in
                w.line("guard hasMore, !isLoading else { return }")
                w.line("page += 1")
                w.line("let next = (try? await service.fetch\(entity.plural)(page: page)) ?? []")
                w.line("hasMore = !next.isEmpty")
                w.line("\(items).append(contentsOf: next)")
            }
            w.line()
            w.block("func delete(_ \(entity.variable): \(entity.name))") { w in
                w.line("\(items).removeAll { $0.id == \(entity.variable).id }")
                w.block("Task") { w in
                    w.line("try? await service.delete(id: \(entity.variable).id)")
                }
            }
            w.line()
            w.block("func delete(at offsets: IndexSet)") { w in
                w.line("offsets.map { \(items)[$0] }.forEach(delete)")
            }
            w.line()
            w.block("func toggleFavorite(_ \(entity.variable): \(entity.name))") { w in
                w.line("guard let index = \(items).firstIndex(where: { $0.id == \(entity.variable).id }) else { return }")
                w.line("\(items)[index].isFavorite.toggle()")
            }
            w.line()
            w.block("private func handle(_ error: Error)") { w in
                w.switchBlock("error") { w in
                    w.line("case let error as URLError where error.code == .notConnectedToInternet:")
                    w.indent()
                    w.line("errorMessage = \"You're offline. Showing saved \(items).\"")
                    w.dedent()
                    w.line("case is CancellationError:")
                    w.indent()
                    w.line("break")
                    w.dedent()
                    w.line("default:")
                    w.indent()
                    w.line("errorMessage = error.localizedDescription")
                    w.dedent()
                }
            }
        }
        var fillers = Array(0..<7)
        while w.approximateByteCount - start < budget - 600, !fillers.isEmpty {
            let filler = fillers.remove(at: random.int(in: 0...(fillers.count - 1)))
            w.line()
            switch filler {
            case 0:
                w.block("extension \(typeName)") { w in
                    w.block("var favoriteCount: Int") { w in w.line("\(items).lazy.filter(\\.isFavorite).count") }
                    w.line()
                    w.block("func \(entity.variable)(withID id: \(entity.name).ID) -> \(entity.name)?") { w in
                        w.line("\(items).first { $0.id == id }")
                    }
                    w.line()
                    w.block("func move(from source: IndexSet, to destination: Int)") { w in
                        w.line("\(items).move(fromOffsets: source, toOffset: destination)")
                    }
                }
            case 1:
                w.block("extension \(typeName)") { w in
                    w.line("/// Tab-separated, one \(entity.name.lowercased()) per line, for spreadsheet import.")
                    w.block("func exportText() -> String") { w in
                        w.line("var lines = [\"Title\\tFavorite\"]")
                        w.block("for \(entity.variable) in \(items)") { w in
                            w.line("lines.append(\"\\(\(entity.variable).title)\\t\\(\(entity.variable).isFavorite ? \"★\" : \"\")\")")
                        }
                        w.line("return lines.joined(separator: \"\\n\")")
                    }
                    w.line()
                    w.block("func duplicate(_ \(entity.variable): \(entity.name))") { w in
                        w.line("var copy = \(entity.variable)")
                        w.line("copy.id = UUID()")
                        w.line("copy.title += \" (Copy)\"")
                        w.line("\(items).insert(copy, at: 0)")
                    }
                }
            case 2:
                let numeric = entity.fields.filter { [.integer, .double, .progress, .duration].contains($0.kind) }
                w.block("extension \(typeName)") { w in
                    if numeric.isEmpty {
                        w.block("var titleLengths: [Int]") { w in w.line("\(items).map { $0.title.count }") }
                    }
                    for field in numeric {
                        let total = "total\(field.name.prefix(1).uppercased() + field.name.dropFirst())"
                        w.block("var \(total): \(field.typeName)") { w in
                            w.line("\(items).reduce(0) { $0 + $1.\(field.name) }")
                        }
                        w.line()
                        w.block("var average\(field.name.prefix(1).uppercased() + field.name.dropFirst()): Double") { w in
                            w.line("guard !\(items).isEmpty else { return 0 }")
                            w.line("return Double(\(total)) / Double(\(items).count)")
                        }
                    }
                }
            case 3:
                w.line("#if DEBUG")
                w.block("extension \(typeName)") { w in
                    w.block("static var preview: \(typeName)") { w in
                        w.line("let model = \(typeName)(service: Mock\(entity.name)Service())")
                        w.line("model.\(items) = \(entity.name).samples")
                        w.line("return model")
                    }
                }
                w.line("#endif")
            case 4:
                w.block("extension \(typeName)") { w in
                    w.block("func search(_ query: String) async") { w in
                        w.line("try? await Task.sleep(nanoseconds: 300_000_000)")
                        w.line("guard !Task.isCancelled else { return }")
                        w.line("let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)")
                        w.line("if trimmed.isEmpty {")
                        w.indent()
                        w.line("await refresh()")
                        w.reopen("else")
                        w.line("\(items) = \(items).filter { $0.title.range(of: trimmed, options: [.caseInsensitive, .diacriticInsensitive]) != nil }")
                        w.dedent()
                        w.line("}")
                    }
                }
            case 5:
                w.block("\(observable ? "" : "@MainActor ")final class \(entity.name)DashboardModel: ObservableObject") { w in
                    w.line("@Published var \(items): [\(entity.name)] = []")
                    w.line("@Published var isLoading = false")
                    w.line("@Published var lastUpdated: Date?")
                    w.line()
                    w.line("static let preview = \(entity.name)DashboardModel()")
                    w.line()
                    w.block("var summary: String") { w in
                        w.line("let favorites = \(items).filter(\\.isFavorite).count")
                        w.line("return \"\\(\(items).count) \(items), \\(favorites) favorite\\(favorites == 1 ? \"\" : \"s\")\"")
                    }
                    w.line()
                    w.block("func refresh() async") { w in
                        w.line("isLoading = true")
                        w.line("try? await Task.sleep(for: .milliseconds(\(random.int(in: 100...900))))")
                        w.line("lastUpdated = .now")
                        w.line("isLoading = false")
                    }
                }
            default:
                w.block("private extension \(typeName)") { w in
                    w.block("func schedulePeriodicRefresh(every interval: Duration = .seconds(\(random.pick(["30", "60", "300"]))))") { w in
                        w.block("Task { [weak self] in") { w in
                            w.block("while !Task.isCancelled") { w in
                                w.line("try? await Task.sleep(for: interval)")
                                w.line("await self?.refresh()")
                            }
                        }
                    }
                }
            }
        }
    }

    // MARK: - Services

    private mutating func service(_ w: inout SourceWriter, _ entity: Entity, budget: Int) {
        let start = w.approximateByteCount
        let path = snakeCase(entity.pluralVariable)
        w.block("protocol \(entity.name)Servicing: Sendable") { w in
            w.line("func fetch\(entity.plural)(page: Int) async throws -> [\(entity.name)]")
            w.line("func save(_ \(entity.variable): \(entity.name)) async throws")
            w.line("func delete(id: \(entity.name).ID) async throws")
        }
        w.line()
        w.block("actor \(entity.name)Service: \(entity.name)Servicing") { w in
            w.line("static let pageSize = \(random.pick(["20", "25", "50", "100"]))")
            w.line()
            w.line("private let session: URLSession")
            w.line("private let baseURL: URL")
            w.line("private var cache: [\(entity.name).ID: \(entity.name)] = [:]")
            w.block("private lazy var decoder: JSONDecoder =", closer: "}()") { w in
                w.line("let decoder = JSONDecoder()")
                w.line("decoder.dateDecodingStrategy = .iso8601")
                w.line("decoder.keyDecodingStrategy = .convertFromSnakeCase")
                w.line("return decoder")
            }
            w.line()
            w.block("init(session: URLSession = .shared, baseURL: URL = URL(string: \"https://api.\(app.name.lowercased()).example.com/v\(random.int(in: 1...3))\")!)") { w in
                w.line("self.session = session")
                w.line("self.baseURL = baseURL")
            }
            w.line()
            w.block("func fetch\(entity.plural)(page: Int) async throws -> [\(entity.name)]") { w in
                w.line("var components = URLComponents(url: baseURL.appendingPathComponent(\"\(path)\"), resolvingAgainstBaseURL: false)!")
                w.line("components.queryItems = [")
                w.indent()
                w.line("URLQueryItem(name: \"page\", value: String(page)),")
                w.line("URLQueryItem(name: \"per_page\", value: String(Self.pageSize)),")
                w.dedent()
                w.line("]")
                w.line("let (data, response) = try await session.data(from: components.url!)")
                w.block("guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else") { w in
                    w.line("throw \(entity.name)Error.server(status: (response as? HTTPURLResponse)?.statusCode ?? -1)")
                }
                w.line("do {")
                w.indent()
                w.line("let page = try decoder.decode([\(entity.name)].self, from: data)")
                w.line("for item in page { cache[item.id] = item }")
                w.line("return page")
                w.reopen("catch let error as DecodingError")
                w.line("throw \(entity.name)Error.decoding(String(describing: error))")
                w.dedent()
                w.line("}")
            }
            w.line()
            w.block("func save(_ \(entity.variable): \(entity.name)) async throws") { w in
                w.line("var request = URLRequest(url: baseURL.appendingPathComponent(\"\(path)/\\(\(entity.variable).id.uuidString)\"))")
                w.line("request.httpMethod = \"PUT\"")
                w.line("request.setValue(\"application/json\", forHTTPHeaderField: \"Content-Type\")")
                w.line("request.httpBody = try JSONEncoder().encode(\(entity.variable))")
                w.line("_ = try await session.data(for: request)")
                w.line("cache[\(entity.variable).id] = \(entity.variable)")
            }
            w.line()
            w.block("func delete(id: \(entity.name).ID) async throws") { w in
                w.line("var request = URLRequest(url: baseURL.appendingPathComponent(\"\(path)/\\(id)\"))")
                w.line("request.httpMethod = \"DELETE\"")
                w.line("let (_, response) = try await session.data(for: request)")
                w.line("guard (response as? HTTPURLResponse)?.statusCode != 404 else { throw \(entity.name)Error.notFound(id: id) }")
                w.line("cache[id] = nil")
            }
        }
        if w.approximateByteCount - start < budget - 600 {
            w.line()
            w.block("struct Mock\(entity.name)Service: \(entity.name)Servicing") { w in
                w.line("var delay: Duration = .milliseconds(\(random.int(in: 50...500)))")
                w.line("var failure: \(entity.name)Error?")
                w.line()
                w.block("func fetch\(entity.plural)(page: Int) async throws -> [\(entity.name)]") { w in
                    w.line("try await Task.sleep(for: delay)")
                    w.line("if let failure { throw failure }")
                    w.line("return page == 0 ? \(entity.name).samples : []")
                }
                w.line()
                w.line("func save(_ \(entity.variable): \(entity.name)) async throws {}")
                w.line()
                w.line("func delete(id: \(entity.name).ID) async throws {}")
            }
        }
        if w.approximateByteCount - start < budget - 600 {
            w.line()
            w.block("extension Logger") { w in
                w.line("static let \(entity.pluralVariable) = Logger(subsystem: Bundle.main.bundleIdentifier ?? \"\(app.name)\", category: \"\(entity.plural)\")")
            }
        }
    }

    // MARK: - Extensions

    private mutating func extensions(_ w: inout SourceWriter, _ entity: Entity, budget: Int) {
        let start = w.approximateByteCount
        var pieces = Array(0..<7)
        while w.approximateByteCount - start < budget - 400, !pieces.isEmpty {
            let piece = pieces.remove(at: random.int(in: 0...(pieces.count - 1)))
            if w.approximateByteCount > start { w.line() }
            switch piece {
            case 0:
                let name = "\(entity.name)CardModifier"
                w.block("struct \(name): ViewModifier") { w in
                    w.line("var cornerRadius: CGFloat = \(random.pick(["8", "12", "16"]))")
                    w.line()
                    w.block("func body(content: Content) -> some View") { w in
                        w.line("content")
                        w.indent()
                        w.line(".padding(\(random.pick(CorpusVocabulary.spacings)))")
                        w.line(".background(.background, in: RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))")
                        w.line(".shadow(color: .black.opacity(0.08), radius: 6, y: 2)")
                        w.dedent()
                    }
                }
                w.line()
                w.block("extension View") { w in
                    w.block("func \(entity.variable)CardStyle(cornerRadius: CGFloat = 12) -> some View") { w in
                        w.line("modifier(\(name)(cornerRadius: cornerRadius))")
                    }
                }
            case 1:
                w.block("extension Color") { w in
                    for color in random.pick(3, of: ["brand", "accentSecondary", "cardBackground", "warning", "success", "subtleText"]) {
                        w.line("static let \(entity.variable)\(color.prefix(1).uppercased() + color.dropFirst()) = Color(\"\(color)\")")
                    }
                    w.line("static let \(entity.variable)Tint = Color(red: 0.\(random.int(in: 10...99)), green: 0.\(random.int(in: 10...99)), blue: 0.\(random.int(in: 10...99)))")
                }
            case 2:
                w.block("extension Date") { w in
                    w.block("var \(entity.variable)RelativeDescription: String") { w in
                        w.line("let formatter = RelativeDateTimeFormatter()")
                        w.line("formatter.unitsStyle = .\(random.pick(["full", "short", "abbreviated"]))")
                        w.line("return formatter.localizedString(for: self, relativeTo: .now)")
                    }
                    w.line()
                    w.block("func isSame\(random.pick(["Day", "Week"]))As\(entity.name)(_ other: Date, calendar: Calendar = .current) -> Bool") { w in
                        w.line("calendar.isDate(self, equalTo: other, toGranularity: .day)")
                    }
                }
            case 3:
                w.block("extension Bundle") { w in
                    w.block("var appVersion: String") { w in
                        w.line("let version = infoDictionary?[\"CFBundleShortVersionString\"] as? String ?? \"1.0\"")
                        w.line("let build = infoDictionary?[\"CFBundleVersion\"] as? String ?? \"1\"")
                        w.line("return \"\\(version) (\\(build))\"")
                    }
                }
            case 4:
                w.block("extension Binding where Value == Bool") { w in
                    w.line("/// A binding that is true while `optional` holds a value; setting it to false clears it.")
                    w.block("init<Wrapped>(isPresenting optional: Binding<Wrapped?>)") { w in
                        w.line("self.init(")
                        w.indent()
                        w.line("get: { optional.wrappedValue != nil },")
                        w.line("set: { if !$0 { optional.wrappedValue = nil } }")
                        w.dedent()
                        w.line(")")
                    }
                }
            case 5:
                w.block("extension Animation") { w in
                    w.line("/// The app's standard motion for \(entity.pluralVariable); see DesignSystem.md.")
                    w.line("static let \(entity.variable)Appear = Animation.spring(response: 0.\(random.int(in: 25...60)), dampingFraction: 0.\(random.int(in: 60...95)))")
                    w.line("static let \(entity.variable)Dismiss = Animation.easeOut(duration: 0.\(random.int(in: 15...35)))")
                }
            default:
                w.block("struct \(entity.name)Badge: View") { w in
                    w.line("let count: Int")
                    w.line()
                    w.block("var body: some View") { w in
                        w.line("Text(count > 99 ? \"99+\" : \"\\(count)\")")
                        w.indent()
                        w.line(".font(.system(size: \(random.pick(["10", "11", "12"])), weight: .bold))")
                        w.line(".foregroundColor(.white)")
                        w.line(".padding(.horizontal, 6)")
                        w.line(".padding(.vertical, 2)")
                        w.line(".background(Capsule().fill(Color.red))")
                        w.line(".opacity(count == 0 ? 0 : 1)")
                        w.line(".animation(.spring(), value: count)")
                        w.dedent()
                    }
                }
            }
        }
    }

    // MARK: - Values

    private func defaultValue(_ field: EntityField) -> String {
        switch field.kind {
        case .text: return "\"\""
        case .optionalText, .optionalDate, .url: return "nil"
        case .date: return "Date()"
        case .flag: return "false"
        case .integer, .decimal, .double, .progress, .duration: return "0"
        case .tags: return "[]"
        }
    }

    private mutating func sampleArguments(_ entity: Entity) -> String {
        var arguments = ["title: \"\(random.pick(CorpusVocabulary.titles))\""]
        for field in entity.fields.dropFirst() where random.chance(0.6) {
            arguments.append("\(field.name): \(field.sampleValue(&random))")
        }
        return arguments.joined(separator: ", ")
    }

    private func snakeCase(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase {
                result += "_" + character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result
    }
}

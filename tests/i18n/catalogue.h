#pragma once
// Reading and checking the translation catalogues (resources/translations/*.ts) for
// tests/ui/test_translations.cpp.

#include <QFile>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QStringList>
#include <QXmlStreamReader>

#include <algorithm>

namespace pe::i18n {

struct Message {
    QString context;
    QString source;
    QString translation;
    QString type; ///< "unfinished", "vanished", "obsolete" or empty (finished)
};

/// Every message of a .ts file, in file order; *error is set when it cannot be read.
inline QList<Message> readCatalogue(const QString& path, QString* error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot open %1").arg(path);
        return {};
    }
    QList<Message> out;
    QXmlStreamReader xml(&f);
    QString context;
    Message m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name"))
            context = xml.readElementText();
        else if (xml.name() == QLatin1String("message"))
            m = Message{context, {}, {}, {}};
        else if (xml.name() == QLatin1String("source"))
            m.source = xml.readElementText();
        else if (xml.name() == QLatin1String("translation")) {
            m.type = xml.attributes().value(QLatin1String("type")).toString();
            m.translation = xml.readElementText();
            out.append(m);
        }
    }
    if (xml.hasError())
        *error = QStringLiteral("%1: %2").arg(path, xml.errorString());
    return out;
}

/// The placeholders (%1, %L2...) of a text, sorted, repeated ones once.
inline QStringList placeholders(const QString& text)
{
    static const QRegularExpression re(QStringLiteral("%L?\\d+"));
    QSet<QString> found;
    for (auto it = re.globalMatch(text); it.hasNext();)
        found.insert(it.next().captured().remove(QLatin1Char('L')));
    QStringList list = found.values();
    std::sort(list.begin(), list.end());
    return list;
}

/// How many mnemonics (&F, not "&&" nor an HTML entity such as &nbsp;) a text has.
inline int mnemonics(const QString& text)
{
    static const QRegularExpression entity(QStringLiteral("^&#?\\w+;"));
    int n = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] != QLatin1Char('&'))
            continue;
        if (i + 1 < text.size() && text[i + 1] == QLatin1Char('&')) {
            ++i;
            continue;
        }
        if (!entity.match(text.mid(i, 10)).hasMatch())
            ++n;
    }
    return n;
}

/// The HTML tags of a text (<b>, </sup>, <span style=...>), in order.
inline QStringList tags(const QString& text)
{
    static const QRegularExpression re(QStringLiteral("</?[a-zA-Z][^<>]*>"));
    QStringList list;
    for (auto it = re.globalMatch(text); it.hasNext();)
        list << it.next().captured();
    std::sort(list.begin(), list.end());
    return list;
}

/// What is wrong with one translated message, or an empty string.
inline QString problem(const Message& m)
{
    if (m.type == QLatin1String("unfinished"))
        return QStringLiteral("not translated yet (unfinished)");
    if (m.type == QLatin1String("vanished") || m.type == QLatin1String("obsolete"))
        return QStringLiteral("no longer in the sources (%1): run scripts/update-translations.sh").arg(m.type);
    if (m.translation.trimmed().isEmpty() && !m.source.trimmed().isEmpty())
        return QStringLiteral("empty translation");
    if (placeholders(m.source) != placeholders(m.translation))
        return QStringLiteral("placeholders %1 in the source, %2 in the translation")
            .arg(placeholders(m.source).join(QLatin1Char(' ')), placeholders(m.translation).join(QLatin1Char(' ')));
    if (mnemonics(m.source) != mnemonics(m.translation))
        return QStringLiteral("%1 & mnemonic(s) in the source, %2 in the translation")
            .arg(mnemonics(m.source))
            .arg(mnemonics(m.translation));
    if (tags(m.source) != tags(m.translation))
        return QStringLiteral("HTML tags differ: %1 versus %2")
            .arg(tags(m.source).join(QLatin1Char(' ')), tags(m.translation).join(QLatin1Char(' ')));
    return {};
}

} // namespace pe::i18n

#pragma once

#include "core/formula/params.h"
#include "ui/framework/translatedtext.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <string>
#include <type_traits>
#include <vector>

namespace pe::ui {

/// One setting of a view, declared once: the command line (--key), --help, the control in the
/// settings panel, presets, remembered settings, sessions and undo are all derived from it.
/// Values travel as text between those places; the view itself sees its typed Settings struct.
struct SettingInfo {
    enum class Kind { Integer, Real, Flag, Choice, Text };

    QString key; ///< command-line name and settings key, e.g. "bits"
    Kind kind = Kind::Integer;
    TranslatedText label;  ///< control label
    TranslatedText help;   ///< tooltip and --help text
    QString valueName;     ///< --help placeholder, e.g. "b"
    double minimum = 0;    ///< Integer and Real
    double maximum = 0;    ///< Integer and Real; see dynamicMaximum
    bool hasRange = false; ///< Integer and Real: minimum and maximum are declared
    /// An upper bound that depends on the encoding (e.g. a pair index below d/2); applied after
    /// the static range when set.
    std::function<double(const core::EncodingParams&)> dynamicMaximum;
    bool logarithmic = false;                 ///< Real: a multiplicative range (spin box steps by factors)
    QStringList choices;                      ///< Choice: the accepted names, in menu order
    std::vector<TranslatedText> choiceLabels; ///< Choice: menu labels, same order
    QString defaultText;                      ///< the default value, as text
    /// Text: a list of numbers ("list": "integers" or "reals" in the data file), which the
    /// settings panel shows and reads in the user's language (numberlist.h); the text itself
    /// keeps the command line's form.
    enum class List { None, Integers, Reals } list = List::None;
    /// A further check of a value that passed the kind's own (a word count, a list of positions
    /// below L): returns why the normalised text is refused under `params` (the message follows
    /// "--key: "), or an empty string.
    std::function<QString(const QString& text, const core::EncodingParams& params)> validate;

    QString translatedLabel() const { return label.toString(); }
    QString translatedHelp() const { return help.toString(); }
    /// The upper bound under `params`.
    double maximumFor(const core::EncodingParams& params) const;
};

/// Text form of a real number: the shortest digits that read back to the same double.
QString realToText(double value);

/// Parses `text` for `info` (range checked against `params`); on success stores the
/// normalised text in *normalised and returns an empty string, otherwise a message naming
/// the option, the value and what is allowed (e.g. "--bits: '12' is not an integer from 2 to 10").
QString checkSettingText(const SettingInfo& info, const QString& text, const core::EncodingParams& params,
                         QString* normalised);

/// The settings that view `view` declares in its data file (ui/framework/viewdeclaration.h);
/// *source names the file, for messages.
const std::vector<SettingInfo>& declaredSettings(const QString& view, QString* source);

/// A view's settings struct S described field by field: the data file of the view declares each
/// setting (key, kind, texts, plain ranges, choices) and the view binds each key to its member
/// of S, so that the framework reads and writes S through text without knowing S:
///
///     SettingsSchema<AlibiSettings>::declared(QStringLiteral("alibi"))
///         .bind(QStringLiteral("heads"), &AlibiSettings::heads)
///         .bind(QStringLiteral("head"), &AlibiSettings::head);
///
/// A key bound twice, bound but not declared, declared but not bound, bound to a member of
/// another kind, or given a range both in the file and in C++ (or in neither) is a problem
/// (problems()), which stops the program at start-up (viewTypes()).
template <class S> class SettingsSchema {
public:
    struct Field {
        SettingInfo info;
        std::function<QString(const S&)> get;
        std::function<void(S&, const QString&)> set; ///< text already checked by checkSettingText
    };

    SettingsSchema() = default;
    /// The settings `declared` in the file `source`, in its order, none bound yet.
    SettingsSchema(const QString& source, const std::vector<SettingInfo>& declared)
        : m_source(source)
    {
        for (const SettingInfo& info : declared)
            m_fields.push_back(Field{info, {}, {}});
    }
    /// The settings that view `view` declares in its data file.
    static SettingsSchema declared(const QString& view)
    {
        QString source;
        const std::vector<SettingInfo>& settings = declaredSettings(view, &source);
        return SettingsSchema(source, settings);
    }

    /// An integer (or real) setting whose range the data file declares.
    SettingsSchema& bind(const QString& key, int S::*member) { return number(key, member, {}); }
    SettingsSchema& bind(const QString& key, long S::*member) { return number(key, member, {}); }
    SettingsSchema& bind(const QString& key, double S::*member) { return number(key, member, {}); }
    /// An integer (or real) setting whose range C++ constants give (the data file declares none).
    SettingsSchema& bind(const QString& key, int S::*member, int minimum, int maximum)
    {
        return number(key, member, {double(minimum), double(maximum)});
    }
    SettingsSchema& bind(const QString& key, long S::*member, long minimum, long maximum)
    {
        return number(key, member, {double(minimum), double(maximum)});
    }
    SettingsSchema& bind(const QString& key, double S::*member, double minimum, double maximum)
    {
        return number(key, member, {minimum, maximum});
    }
    /// A flag: on or off.
    SettingsSchema& bind(const QString& key, bool S::*member)
    {
        if (Field* f = field(key, SettingInfo::Kind::Flag))
            finish(
                f, [member](const S& s) { return s.*member ? QStringLiteral("on") : QStringLiteral("off"); },
                [member](S& s, const QString& t) { s.*member = t == QLatin1String("on"); });
        return *this;
    }
    SettingsSchema& bind(const QString& key, QString S::*member)
    {
        if (Field* f = field(key, SettingInfo::Kind::Text))
            finish(
                f, [member](const S& s) { return s.*member; }, [member](S& s, const QString& t) { s.*member = t; });
        return *this;
    }
    /// A choice: values[i] is the data file's choice i.
    template <class E> SettingsSchema& bind(const QString& key, E S::*member, std::vector<E> values)
    {
        Field* f = field(key, SettingInfo::Kind::Choice);
        if (!f)
            return *this;
        const QStringList names = f->info.choices;
        if (static_cast<std::size_t>(names.size()) != values.size())
            problem(QStringLiteral("\"%1\" declares %2 choices, C++ binds %3")
                        .arg(key)
                        .arg(names.size())
                        .arg(values.size()));
        finish(
            f,
            [member, values, names](const S& s) {
                for (std::size_t k = 0; k < values.size(); ++k)
                    if (values[k] == s.*member)
                        return names.value(static_cast<qsizetype>(k));
                return names.value(0);
            },
            [member, values, names](S& s, const QString& t) {
                const qsizetype k = names.indexOf(t);
                if (k >= 0 && static_cast<std::size_t>(k) < values.size())
                    s.*member = values[static_cast<std::size_t>(k)];
            });
        return *this;
    }
    /// A choice named as the core names its values (e.g. core::metricName), so that the command
    /// line, the settings and the core's own files use the same words: the data file's choices
    /// must be those names, in the same order.
    template <class E>
    SettingsSchema& bind(const QString& key, E S::*member, std::vector<E> values, std::string (*nameOf)(E))
    {
        QStringList names;
        for (E v : values)
            names << QString::fromStdString(nameOf(v));
        if (const Field* f = find(key); f && f->info.kind == SettingInfo::Kind::Choice && f->info.choices != names)
            problem(QStringLiteral("\"%1\" declares the choices %2, the core names them %3")
                        .arg(key, f->info.choices.join(QLatin1Char(',')), names.join(QLatin1Char(','))));
        return bind(key, member, std::move(values));
    }

    /// Restricts the last bound field's upper bound further by the encoding (e.g. d - 1).
    SettingsSchema& upTo(std::function<double(const core::EncodingParams&)> maximum)
    {
        if (m_last >= 0)
            m_fields[static_cast<std::size_t>(m_last)].info.dynamicMaximum = std::move(maximum);
        return *this;
    }

    /// Adds a further check to the last bound field (see SettingInfo::validate).
    SettingsSchema& validatedBy(std::function<QString(const QString&, const core::EncodingParams&)> validate)
    {
        if (m_last >= 0)
            m_fields[static_cast<std::size_t>(m_last)].info.validate = std::move(validate);
        return *this;
    }
    /// The same, for a check that does not depend on the encoding.
    SettingsSchema& validatedBy(std::function<QString(const QString&)> validate)
    {
        return validatedBy([validate](const QString& text, const core::EncodingParams&) { return validate(text); });
    }

    const std::vector<Field>& fields() const { return m_fields; }
    std::vector<SettingInfo> infos() const
    {
        std::vector<SettingInfo> out;
        for (const Field& f : m_fields)
            out.push_back(f.info);
        return out;
    }
    /// What is wrong with the declaration and its binding, one line each; empty when all is well.
    QStringList problems() const
    {
        QStringList out = m_problems;
        for (const Field& f : m_fields)
            if (!f.get)
                out << QStringLiteral("%1: \"%2\" is declared but bound to no member of the settings")
                           .arg(m_source, f.info.key);
        return out;
    }

private:
    void problem(const QString& what) { m_problems << m_source + QLatin1String(": ") + what; }

    Field* find(const QString& key)
    {
        for (Field& f : m_fields)
            if (f.info.key == key)
                return &f;
        return nullptr;
    }

    /// The declared, still unbound field `key` of kind `kind`, or nullptr (and a problem).
    Field* field(const QString& key, SettingInfo::Kind kind)
    {
        static const char* const kinds[] = {"integer", "real", "flag", "choice", "text"};
        m_last = -1;
        Field* f = find(key);
        if (!f)
            problem(QStringLiteral("C++ binds \"%1\", which the file does not declare").arg(key));
        else if (f->get)
            problem(QStringLiteral("\"%1\" is bound twice").arg(key));
        else if (f->info.kind != kind)
            problem(QStringLiteral("\"%1\" is declared %2 but bound to a member of kind %3")
                        .arg(key, QLatin1String(kinds[static_cast<int>(f->info.kind)]),
                             QLatin1String(kinds[static_cast<int>(kind)])));
        else {
            m_last = f - m_fields.data();
            return f;
        }
        return nullptr;
    }

    struct Range {
        double minimum = 0;
        double maximum = 0;
        bool given = false;
        Range() = default;
        Range(double lo, double hi)
            : minimum(lo)
            , maximum(hi)
            , given(true)
        {
        }
    };

    static QString toText(int v) { return QString::number(v); }
    static QString toText(long v) { return QString::number(v); }
    static QString toText(double v) { return realToText(v); }
    static void fromText(const QString& t, int* v) { *v = t.toInt(); }
    static void fromText(const QString& t, long* v) { *v = t.toLong(); }
    static void fromText(const QString& t, double* v) { *v = t.toDouble(); }

    template <class T> SettingsSchema& number(const QString& key, T S::*member, Range range)
    {
        constexpr bool real = std::is_floating_point_v<T>;
        Field* f = field(key, real ? SettingInfo::Kind::Real : SettingInfo::Kind::Integer);
        if (!f)
            return *this;
        if (range.given && f->info.hasRange)
            problem(QStringLiteral("\"%1\" has a range both in the file and in C++").arg(key));
        else if (!range.given && !f->info.hasRange)
            problem(QStringLiteral("\"%1\" has no range: give \"minimum\" and \"maximum\"").arg(key));
        if (range.given) {
            f->info.minimum = range.minimum;
            f->info.maximum = range.maximum;
            f->info.hasRange = true;
        }
        finish(
            f, [member](const S& s) { return toText(s.*member); },
            [member](S& s, const QString& t) { fromText(t, &(s.*member)); });
        return *this;
    }

    void finish(Field* f, std::function<QString(const S&)> get, std::function<void(S&, const QString&)> set)
    {
        f->info.defaultText = get(S{});
        f->get = std::move(get);
        f->set = std::move(set);
    }

    QString m_source;
    std::vector<Field> m_fields;
    std::ptrdiff_t m_last = -1; ///< the field upTo() and validatedBy() apply to
    QStringList m_problems;
};

} // namespace pe::ui
